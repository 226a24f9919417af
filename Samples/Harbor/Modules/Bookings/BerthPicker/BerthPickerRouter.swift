//
//  BerthPickerRouter.swift
//  Harbor
//

import UIKit

final class BerthPickerRouter {

    weak var viewController: BerthPickerViewController?
}

extension BerthPickerRouter: BerthPickerRouterProtocol {
    func openBookingSummary(quoteID: String) {
        let screen = BookingSummaryModuleBuilder.build(quoteID: quoteID)
        viewController?.navigationController?.pushViewController(screen, animated: true)
    }

    func close() {
        viewController?.navigationController?.popViewController(animated: true)
    }
}
