//
//  NutritionFactsProtocols.swift
//  Larder
//

import UIKit

protocol NutritionFactsViewProtocol: AnyObject {
    func display(sections: [[ListItem]])
    func display(error message: String)
}

protocol NutritionFactsPresenterProtocol: AnyObject {
    func viewDidLoad()
    func didTapSources()
}

protocol NutritionFactsInteractorInput: AnyObject {
    func load()
}

protocol NutritionFactsInteractorOutput: AnyObject {
    func didLoad(sections: [[ListItem]])
    func didFail(with error: Error)
}

protocol NutritionFactsRouterProtocol: AnyObject {
    func openSources(url: URL)
}
