//
//  UnitsProtocols.swift
//  Larder
//

import UIKit

protocol UnitsViewProtocol: AnyObject {
    func display(sections: [[ListItem]])
    func display(error message: String)
}

protocol UnitsPresenterProtocol: AnyObject {
    func viewDidLoad()
    func didTapClose()
}

protocol UnitsRouterProtocol: AnyObject {
    func close()
}
