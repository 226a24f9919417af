//
//  BookingSummaryRouter.swift
//  Harbor
//

import UIKit

final class BookingSummaryRouter {

    weak var viewController: BookingSummaryViewController?
}

extension BookingSummaryRouter: BookingSummaryRouterProtocol {
    func openPayment(quoteID: String) {
        let screen = PaymentModuleBuilder.build(quoteID: quoteID)
        viewController?.navigationController?.pushViewController(screen, animated: true)
    }

    func showPriceChanged(onConfirm: @escaping () -> Void) {
        let alert = UIAlertController(title: NSLocalizedString("The price has changed", comment: ""), message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: NSLocalizedString("Cancel", comment: ""), style: .cancel))
        alert.addAction(UIAlertAction(title: NSLocalizedString("OK", comment: ""), style: .default) { _ in onConfirm() })
        viewController?.present(alert, animated: true)
    }

    func openCancellationPolicy(url: URL) {
        let web = WebContentViewController(url: url)
        viewController?.navigationController?.pushViewController(web, animated: true)
    }
}
