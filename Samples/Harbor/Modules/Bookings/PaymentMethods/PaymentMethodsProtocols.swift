//
//  PaymentMethodsProtocols.swift
//  Harbor
//

import UIKit

protocol PaymentMethodsViewProtocol: AnyObject {
    func display(sections: [[ListItem]])
    func display(error message: String)
}

protocol PaymentMethodsPresenterProtocol: AnyObject {
    func viewDidLoad()
    func didTapAddCard()
    func didTapConfirmRemoveCard()
}

protocol PaymentMethodsInteractorInput: AnyObject {
    func load()
}

protocol PaymentMethodsInteractorOutput: AnyObject {
    func didLoad(sections: [[ListItem]])
    func didFail(with error: Error)
}

protocol PaymentMethodsRouterProtocol: AnyObject {
    func openAddCard()
    func confirmRemoveCard(onConfirm: @escaping () -> Void)
}
