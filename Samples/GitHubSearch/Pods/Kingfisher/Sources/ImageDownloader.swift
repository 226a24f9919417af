//
//  ImageDownloader.swift
//  Kingfisher (vendored by CocoaPods)
//

import UIKit

open class ImageDownloader {
    public static let `default` = ImageDownloader(name: "default")
    public let name: String

    public init(name: String) {
        self.name = name
    }

    open func downloadImage(with url: URL, completionHandler: ((Result<UIImage, Error>) -> Void)? = nil) {
        URLSession.shared.dataTask(with: url) { data, _, error in
            if let error = error { return completionHandler?(.failure(error)) ?? () }
            completionHandler?(.success(UIImage(data: data ?? Data()) ?? UIImage()))
        }.resume()
    }
}
