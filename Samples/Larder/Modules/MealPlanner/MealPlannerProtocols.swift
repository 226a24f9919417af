//
//  MealPlannerProtocols.swift
//  Larder
//

import UIKit

protocol MealPlannerViewProtocol: AnyObject {
    func display(sections: [[ListItem]])
    func display(error message: String)
}

protocol MealPlannerPresenterProtocol: AnyObject {
    func viewDidLoad()
    func didSelectDayPlan(at index: Int)
    func didTapPlanTemplates()
    func didTapPlanSettings()
    func didTapLeftoverTracker()
    func didTapGenerateShoppingList()
    func didTapShareWeek()
}

protocol MealPlannerInteractorInput: AnyObject {
    func load()
    func generateShoppingList()
}

protocol MealPlannerInteractorOutput: AnyObject {
    func didLoad(sections: [[ListItem]])
    func didGenerateShoppingList(listID: String)
    func didFail(with error: Error)
}

protocol MealPlannerRouterProtocol: AnyObject {
    func openDayPlan(dayID: String)
    func openPlanTemplates()
    func openPlanSettings()
    func openLeftoverTracker()
    func openShoppingList(listID: String)
    func shareWeek(items: [Any])
}
