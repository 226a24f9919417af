//
//  FloatPlanProtocols.swift
//  Harbor
//

import UIKit

protocol FloatPlanViewProtocol: AnyObject {
    func display(sections: [[ListItem]])
    func display(error message: String)
}

protocol FloatPlanPresenterProtocol: AnyObject {
    func viewDidLoad()
    func didTapSendFloatPlan()
}

protocol FloatPlanInteractorInput: AnyObject {
    func load()
}

protocol FloatPlanInteractorOutput: AnyObject {
    func didLoad(sections: [[ListItem]])
    func didFail(with error: Error)
}

protocol FloatPlanRouterProtocol: AnyObject {
    func sendFloatPlan(subject: String, body: String)
}
