//
//  EditLocationProtocols.swift
//  Larder
//

import UIKit

protocol EditLocationViewProtocol: AnyObject {
    func display(sections: [[ListItem]])
    func display(error message: String)
}

protocol EditLocationPresenterProtocol: AnyObject {
    func viewDidLoad()
    func didTapConfirmDelete()
    func didTapClose()
}

protocol EditLocationInteractorInput: AnyObject {
    func load()
    func deleteLocation()
}

protocol EditLocationInteractorOutput: AnyObject {
    func didLoad(sections: [[ListItem]])
    func didDeleteLocation()
    func didFail(with error: Error)
}

protocol EditLocationRouterProtocol: AnyObject {
    func confirmDelete(onConfirm: @escaping () -> Void)
    func close()
}
