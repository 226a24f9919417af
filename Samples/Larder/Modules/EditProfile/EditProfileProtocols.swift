//
//  EditProfileProtocols.swift
//  Larder
//

import UIKit

protocol EditProfileViewProtocol: AnyObject {
    func display(sections: [[ListItem]])
    func display(error message: String)
}

protocol EditProfilePresenterProtocol: AnyObject {
    func viewDidLoad()
    func didTapConfirmDiscard()
    func didTapClose()
}

protocol EditProfileInteractorInput: AnyObject {
    func load()
}

protocol EditProfileInteractorOutput: AnyObject {
    func didLoad(sections: [[ListItem]])
    func didFail(with error: Error)
}

protocol EditProfileRouterProtocol: AnyObject {
    func confirmDiscard(onConfirm: @escaping () -> Void)
    func close()
}
