//
//  EventDetailsProtocols.swift
//  Harbor
//

import UIKit

protocol EventDetailsViewProtocol: AnyObject {
    func display(sections: [[ListItem]])
    func display(error message: String)
}

protocol EventDetailsPresenterProtocol: AnyObject {
    func viewDidLoad()
    func didSelectMarinaDetails(at index: Int)
    func didTapShareEvent()
    func didTapTickets()
}

protocol EventDetailsInteractorInput: AnyObject {
    func load()
}

protocol EventDetailsInteractorOutput: AnyObject {
    func didLoad(sections: [[ListItem]])
    func didFail(with error: Error)
}

protocol EventDetailsRouterProtocol: AnyObject {
    func openMarinaDetails(marinaID: String)
    func shareEvent(items: [Any])
    func openTickets(url: URL)
}
