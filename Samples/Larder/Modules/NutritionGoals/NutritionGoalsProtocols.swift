//
//  NutritionGoalsProtocols.swift
//  Larder
//

import UIKit

protocol NutritionGoalsViewProtocol: AnyObject {
    func display(sections: [[ListItem]])
    func display(error message: String)
}

protocol NutritionGoalsPresenterProtocol: AnyObject {
    func viewDidLoad()
}

protocol NutritionGoalsInteractorInput: AnyObject {
    func load()
}

protocol NutritionGoalsInteractorOutput: AnyObject {
    func didLoad(sections: [[ListItem]])
    func didFail(with error: Error)
}

protocol NutritionGoalsRouterProtocol: AnyObject {
}
