//
//  CategoryListProtocols.swift
//  Larder
//

import UIKit

protocol CategoryListViewProtocol: AnyObject {
    func display(sections: [[ListItem]])
    func display(error message: String)
}

protocol CategoryListPresenterProtocol: AnyObject {
    func viewDidLoad()
    func didSelectCategoryRecipes(at index: Int)
}

protocol CategoryListInteractorInput: AnyObject {
    func load()
}

protocol CategoryListInteractorOutput: AnyObject {
    func didLoad(sections: [[ListItem]])
    func didFail(with error: Error)
}

protocol CategoryListRouterProtocol: AnyObject {
    func openCategoryRecipes(categoryID: String)
}
