//
//  NotificationSettingsRouter.swift
//  Harbor
//

import UIKit

final class NotificationSettingsRouter {

    weak var viewController: NotificationSettingsViewController?
}

extension NotificationSettingsRouter: NotificationSettingsRouterProtocol {

}
