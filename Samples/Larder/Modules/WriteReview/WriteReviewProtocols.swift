//
//  WriteReviewProtocols.swift
//  Larder
//

import UIKit

protocol WriteReviewViewProtocol: AnyObject {
    func display(sections: [[ListItem]])
    func display(error message: String)
}

protocol WriteReviewPresenterProtocol: AnyObject {
    func viewDidLoad()
    func didTapConfirmDiscard()
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
    func confirmDiscard(onConfirm: @escaping () -> Void)
    func close()
}
