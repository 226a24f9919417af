//
//  PlanTripProtocols.swift
//  Harbor
//

import UIKit

protocol PlanTripViewProtocol: AnyObject {
    func display(sections: [[ListItem]])
    func display(error message: String)
}

protocol PlanTripPresenterProtocol: AnyObject {
    func viewDidLoad()
    func didSelectRouteEditor(at index: Int)
    func didSelectFloatPlan(at index: Int)
    func didTapClose()
}

protocol PlanTripInteractorInput: AnyObject {
    func load()
}

protocol PlanTripInteractorOutput: AnyObject {
    func didLoad(sections: [[ListItem]])
    func didFail(with error: Error)
}

protocol PlanTripRouterProtocol: AnyObject {
    func openRouteEditor(tripID: String)
    func openFloatPlan(tripID: String)
    func close()
}
