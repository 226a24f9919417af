//
//  EventsRouter.swift
//  Harbor
//

import UIKit

final class EventsRouter {

    weak var viewController: EventsViewController?
}

extension EventsRouter: EventsRouterProtocol {
    func openEventDetails(eventID: String) {
        let screen = EventDetailsModuleBuilder.build(eventID: eventID)
        viewController?.navigationController?.pushViewController(screen, animated: true)
    }
}
