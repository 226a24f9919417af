//
//  WriteReviewProtocols.swift
//  Harbor
//

import UIKit

protocol WriteReviewViewProtocol: AnyObject {
    func display(sections: [[ListItem]])
    func display(error message: String)
}

protocol WriteReviewPresenterProtocol: AnyObject {
    func viewDidLoad()
    func didTapPickPhotos()
    func didTapConfirmDiscard()
    func didPick(images: [UIImage])
    func didTapClose()
}

protocol WriteReviewInteractorInput: AnyObject {
    func load()
}

protocol WriteReviewInteractorOutput: AnyObject {
    func didLoad(sections: [[ListItem]])
    func didFail(with error: Error)
}

protocol WriteReviewRouterProtocol: AnyObject {
    func pickPhotos()
    func confirmDiscard(onConfirm: @escaping () -> Void)
    func close()
}
