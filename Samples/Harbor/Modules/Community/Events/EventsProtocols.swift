//
//  EventsProtocols.swift
//  Harbor
//

import UIKit

protocol EventsViewProtocol: AnyObject {
    func display(sections: [[ListItem]])
    func display(error message: String)
}

protocol EventsPresenterProtocol: AnyObject {
    func viewDidLoad()
    func didSelectEventDetails(at index: Int)
}

protocol EventsInteractorInput: AnyObject {
    func load()
}

protocol EventsInteractorOutput: AnyObject {
    func didLoad(sections: [[ListItem]])
    func didFail(with error: Error)
}

protocol EventsRouterProtocol: AnyObject {
    func openEventDetails(eventID: String)
}
