//
//  EditBoatProtocols.swift
//  Harbor
//

import UIKit

protocol EditBoatViewProtocol: AnyObject {
    func display(sections: [[ListItem]])
    func display(error message: String)
}

protocol EditBoatPresenterProtocol: AnyObject {
    func viewDidLoad()
    func didTapConfirmDeleteBoat()
    func didTapClose()
}

protocol EditBoatRouterProtocol: AnyObject {
    func confirmDeleteBoat(actions: [UIAlertAction])
    func close()
}
