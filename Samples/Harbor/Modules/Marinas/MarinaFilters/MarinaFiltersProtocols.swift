//
//  MarinaFiltersProtocols.swift
//  Harbor
//

import UIKit

protocol MarinaFiltersViewProtocol: AnyObject {
    func display(sections: [[ListItem]])
    func display(error message: String)
}

protocol MarinaFiltersPresenterProtocol: AnyObject {
    func viewDidLoad()
    func didTapClose()
}

protocol MarinaFiltersRouterProtocol: AnyObject {
    func close()
}
