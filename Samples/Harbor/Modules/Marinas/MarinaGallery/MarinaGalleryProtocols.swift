//
//  MarinaGalleryProtocols.swift
//  Harbor
//

import UIKit

protocol MarinaGalleryViewProtocol: AnyObject {
    func display(sections: [[ListItem]])
    func display(error message: String)
}

protocol MarinaGalleryPresenterProtocol: AnyObject {
    func viewDidLoad()
    func didSelectPhoto(at index: Int)
    func didTapClose()
}

protocol MarinaGalleryInteractorInput: AnyObject {
    func load()
}

protocol MarinaGalleryInteractorOutput: AnyObject {
    func didLoad(sections: [[ListItem]])
    func didFail(with error: Error)
}

protocol MarinaGalleryRouterProtocol: AnyObject {
    func openPhoto(imageURL: URL)
    func close()
}
