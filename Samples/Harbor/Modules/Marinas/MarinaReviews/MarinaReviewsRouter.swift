//
//  MarinaReviewsRouter.swift
//  Harbor
//

import UIKit

final class MarinaReviewsRouter {

    weak var viewController: MarinaReviewsViewController?
}

extension MarinaReviewsRouter: MarinaReviewsRouterProtocol {
    func openWriteReview(marinaID: String) {
        let screen = WriteReviewModuleBuilder.build(marinaID: marinaID)
        let navigation = UINavigationController(rootViewController: screen)
        viewController?.present(navigation, animated: true)
    }

    func showSortOptions(actions: [UIAlertAction]) {
        let sheet = UIAlertController(title: NSLocalizedString("Sort reviews", comment: ""), message: nil, preferredStyle: .actionSheet)
        actions.forEach(sheet.addAction)
        sheet.popoverPresentationController?.barButtonItem = viewController?.navigationItem.rightBarButtonItem
        viewController?.present(sheet, animated: true)
    }
}
