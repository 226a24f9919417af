//
//  AddCardProtocols.swift
//  Harbor
//

import UIKit

protocol AddCardViewProtocol: AnyObject {
    func display(sections: [[ListItem]])
    func display(error message: String)
}

protocol AddCardPresenterProtocol: AnyObject {
    func viewDidLoad()
    func didTapClose()
}

protocol AddCardInteractorInput: AnyObject {
    func load()
}

protocol AddCardInteractorOutput: AnyObject {
    func didLoad(sections: [[ListItem]])
    func didFail(with error: Error)
}

protocol AddCardRouterProtocol: AnyObject {
    func showCardDeclined(onConfirm: @escaping () -> Void)
    func close()
}
