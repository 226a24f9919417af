//
//  BookingCalendarProtocols.swift
//  Harbor
//

import UIKit

protocol BookingCalendarViewProtocol: AnyObject {
    func display(sections: [[ListItem]])
    func display(error message: String)
}

protocol BookingCalendarPresenterProtocol: AnyObject {
    func viewDidLoad()
    func didTapBerthPicker()
    func didTapClose()
}

protocol BookingCalendarInteractorInput: AnyObject {
    func load()
}

protocol BookingCalendarInteractorOutput: AnyObject {
    func didLoad(sections: [[ListItem]])
    func didFail(with error: Error)
}

protocol BookingCalendarRouterProtocol: AnyObject {
    func openBerthPicker(marinaID: String)
    func close()
}
