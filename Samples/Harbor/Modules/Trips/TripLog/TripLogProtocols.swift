//
//  TripLogProtocols.swift
//  Harbor
//

import UIKit

protocol TripLogViewProtocol: AnyObject {
    func display(sections: [[ListItem]])
    func display(error message: String)
}

protocol TripLogPresenterProtocol: AnyObject {
    func viewDidLoad()
    func didTapPickPhotos()
    func didTapExportLog()
    func didSelectPhoto(at index: Int)
    func didPick(images: [UIImage])
}

protocol TripLogInteractorInput: AnyObject {
    func load()
}

protocol TripLogInteractorOutput: AnyObject {
    func didLoad(sections: [[ListItem]])
    func didFail(with error: Error)
}

protocol TripLogRouterProtocol: AnyObject {
    func pickPhotos()
    func exportLog(items: [Any])
    func openPhoto(imageURL: URL)
}
