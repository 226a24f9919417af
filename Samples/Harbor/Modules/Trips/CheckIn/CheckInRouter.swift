//
//  CheckInRouter.swift
//  Harbor
//

import UIKit

final class CheckInRouter {

    weak var viewController: CheckInViewController?
}

extension CheckInRouter: CheckInRouterProtocol {
    func showLocationRequired(onConfirm: @escaping () -> Void) {
        let alert = UIAlertController(title: NSLocalizedString("Turn on location to check in", comment: ""), message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: NSLocalizedString("Cancel", comment: ""), style: .cancel))
        alert.addAction(UIAlertAction(title: NSLocalizedString("OK", comment: ""), style: .default) { _ in onConfirm() })
        viewController?.present(alert, animated: true)
    }

    func openArrivalPass(payload: String) {
        let pass = QRCodeViewController(payload: payload)
        pass.modalPresentationStyle = .pageSheet
        viewController?.present(pass, animated: true)
    }

    func showOutsideGeofence() {
        let alert = AlertModuleBuilder.build(alert: .outsideGeofence)
        alert.modalPresentationStyle = .overFullScreen
        alert.modalTransitionStyle = .crossDissolve
        viewController?.present(alert, animated: true)
    }
}
