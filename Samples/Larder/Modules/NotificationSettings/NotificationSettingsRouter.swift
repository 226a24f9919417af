//
//  NotificationSettingsRouter.swift
//  Larder
//

import UIKit

final class NotificationSettingsRouter {

    weak var viewController: NotificationSettingsViewController?
}

extension NotificationSettingsRouter: NotificationSettingsRouterProtocol {
}
