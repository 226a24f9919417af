//
//  WasteReportRouter.swift
//  Larder
//

import UIKit

final class WasteReportRouter {

    weak var viewController: WasteReportViewController?
}

extension WasteReportRouter: WasteReportRouterProtocol {
    func exportReport(items: [Any]) {
        let activity = UIActivityViewController(activityItems: items, applicationActivities: nil)
        activity.popoverPresentationController?.barButtonItem = viewController?.navigationItem.rightBarButtonItem
        viewController?.present(activity, animated: true)
    }
}
