//
//  BoatPhotosProtocols.swift
//  Harbor
//

import UIKit

protocol BoatPhotosViewProtocol: AnyObject {
    func display(sections: [[ListItem]])
    func display(error message: String)
}

protocol BoatPhotosPresenterProtocol: AnyObject {
    func viewDidLoad()
    func didTapShowAddPhotoOptions()
    func didTapTakePhoto()
    func didTapPickPhotos()
    func didSelectPhoto(at index: Int)
    func didPick(images: [UIImage])
}

protocol BoatPhotosInteractorInput: AnyObject {
    func load()
}

protocol BoatPhotosInteractorOutput: AnyObject {
    func didLoad(sections: [[ListItem]])
    func didFail(with error: Error)
}

protocol BoatPhotosRouterProtocol: AnyObject {
    func showAddPhotoOptions(actions: [UIAlertAction])
    func takePhoto()
    func pickPhotos()
    func openPhoto(imageURL: URL)
}
