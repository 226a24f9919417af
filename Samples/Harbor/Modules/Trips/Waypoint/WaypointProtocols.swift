//
//  WaypointProtocols.swift
//  Harbor
//

import UIKit

protocol WaypointViewProtocol: AnyObject {
    func display(sections: [[ListItem]])
    func display(error message: String)
}

protocol WaypointPresenterProtocol: AnyObject {
    func viewDidLoad()
    func didTapClose()
}

protocol WaypointRouterProtocol: AnyObject {
    func close()
}
