//
//  EditPantryItemProtocols.swift
//  Larder
//

import UIKit

protocol EditPantryItemViewProtocol: AnyObject {
    func display(sections: [[ListItem]])
    func display(error message: String)
}

protocol EditPantryItemPresenterProtocol: AnyObject {
    func viewDidLoad()
    func didTapConfirmDelete()
    func didTapClose()
}

protocol EditPantryItemInteractorInput: AnyObject {
    func load()
    func deleteItem()
}

protocol EditPantryItemInteractorOutput: AnyObject {
    func didLoad(sections: [[ListItem]])
    func didDeleteItem()
    func didFail(with error: Error)
}

protocol EditPantryItemRouterProtocol: AnyObject {
    func confirmDelete(onConfirm: @escaping () -> Void)
    func close()
}
