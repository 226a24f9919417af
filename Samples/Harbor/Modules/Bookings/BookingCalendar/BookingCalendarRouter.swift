//
//  BookingCalendarRouter.swift
//  Harbor
//

import UIKit

final class BookingCalendarRouter {

    weak var viewController: BookingCalendarViewController?
}

extension BookingCalendarRouter: BookingCalendarRouterProtocol {
    func openBerthPicker(marinaID: String) {
        let screen = BerthPickerModuleBuilder.build(marinaID: marinaID)
        viewController?.navigationController?.pushViewController(screen, animated: true)
    }

    func close() {
        viewController?.dismiss(animated: true)
    }
}
