//
//  HouseholdMemberRouter.swift
//  Larder
//

import UIKit

final class HouseholdMemberRouter {

    weak var viewController: HouseholdMemberViewController?
}

extension HouseholdMemberRouter: HouseholdMemberRouterProtocol {
    func confirmRemove(onConfirm: @escaping () -> Void) {
        let alert = UIAlertController(title: NSLocalizedString("Remove from household?", comment: ""), message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: NSLocalizedString("Cancel", comment: ""), style: .cancel))
        alert.addAction(UIAlertAction(title: NSLocalizedString("OK", comment: ""), style: .destructive) { _ in onConfirm() })
        viewController?.present(alert, animated: true)
    }
}
