//
//  PhotoLoader.swift
//  Harbor
//

import PhotosUI
import UIKit

enum PhotoLoader {
    /// Loads the picked photos, in the order they were picked, and calls back on the main queue.
    static func images(from results: [PHPickerResult], completion: @escaping ([UIImage]) -> Void) {
        var images = [UIImage?](repeating: nil, count: results.count)
        let group = DispatchGroup()
        for (index, result) in results.enumerated() where result.itemProvider.canLoadObject(ofClass: UIImage.self) {
            group.enter()
            result.itemProvider.loadObject(ofClass: UIImage.self) { object, _ in
                // The provider calls back on its own queue; the array is only touched on the main queue.
                DispatchQueue.main.async {
                    images[index] = object as? UIImage
                    group.leave()
                }
            }
        }
        group.notify(queue: .main) { completion(images.compactMap { $0 }) }
    }
}
