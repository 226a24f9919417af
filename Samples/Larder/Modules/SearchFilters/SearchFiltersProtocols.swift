//
//  SearchFiltersProtocols.swift
//  Larder
//

import UIKit

protocol SearchFiltersViewProtocol: AnyObject {
    func display(sections: [[ListItem]])
    func display(error message: String)
}

protocol SearchFiltersPresenterProtocol: AnyObject {
    func viewDidLoad()
    func didTapClose()
}

protocol SearchFiltersRouterProtocol: AnyObject {
    func close()
}
