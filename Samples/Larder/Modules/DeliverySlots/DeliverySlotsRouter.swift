//
//  DeliverySlotsRouter.swift
//  Larder
//

import UIKit

final class DeliverySlotsRouter {

    weak var viewController: DeliverySlotsViewController?
}

extension DeliverySlotsRouter: DeliverySlotsRouterProtocol {
    func openOrderConfirmation(orderID: String) {
        let screen = OrderConfirmationModuleBuilder.build(orderID: orderID)
        viewController?.navigationController?.pushViewController(screen, animated: true)
    }

    func showSlotTaken() {
        let notice = NoticeModuleBuilder.build(notice: .slotTaken)
        notice.modalPresentationStyle = .overFullScreen
        notice.modalTransitionStyle = .crossDissolve
        viewController?.present(notice, animated: true)
    }
}
