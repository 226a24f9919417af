//
//  DayPlanProtocols.swift
//  Larder
//

import UIKit

protocol DayPlanViewProtocol: AnyObject {
    func display(sections: [[ListItem]])
    func display(error message: String)
}

protocol DayPlanPresenterProtocol: AnyObject {
    func viewDidLoad()
    func didSelectMealSlot(at index: Int)
}

protocol DayPlanInteractorInput: AnyObject {
    func load()
}

protocol DayPlanInteractorOutput: AnyObject {
    func didLoad(sections: [[ListItem]])
    func didFail(with error: Error)
}

protocol DayPlanRouterProtocol: AnyObject {
    func openMealSlot(slotID: String)
}
