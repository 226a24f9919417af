//
//  ComposePostProtocols.swift
//  Harbor
//

import UIKit

protocol ComposePostViewProtocol: AnyObject {
    func display(sections: [[ListItem]])
    func display(error message: String)
}

protocol ComposePostPresenterProtocol: AnyObject {
    func viewDidLoad()
    func didTapPickPhotos()
    func didTapShowDiscardOptions()
    func didPick(images: [UIImage])
    func didTapClose()
}

protocol ComposePostInteractorInput: AnyObject {
    func load()
}

protocol ComposePostInteractorOutput: AnyObject {
    func didLoad(sections: [[ListItem]])
    func didFail(with error: Error)
}

protocol ComposePostRouterProtocol: AnyObject {
    func pickPhotos()
    func showDiscardOptions(actions: [UIAlertAction])
    func close()
}
