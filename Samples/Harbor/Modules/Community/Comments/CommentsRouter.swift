//
//  CommentsRouter.swift
//  Harbor
//

import UIKit

final class CommentsRouter {

    weak var viewController: CommentsViewController?
}

extension CommentsRouter: CommentsRouterProtocol {
    func openSailorProfile(userID: String) {
        let screen = SailorProfileModuleBuilder.build(userID: userID)
        viewController?.navigationController?.pushViewController(screen, animated: true)
    }

    func confirmDeleteComment(onConfirm: @escaping () -> Void) {
        let alert = UIAlertController(title: NSLocalizedString("Delete comment?", comment: ""), message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: NSLocalizedString("Cancel", comment: ""), style: .cancel))
        alert.addAction(UIAlertAction(title: NSLocalizedString("OK", comment: ""), style: .default) { _ in onConfirm() })
        viewController?.present(alert, animated: true)
    }
}
