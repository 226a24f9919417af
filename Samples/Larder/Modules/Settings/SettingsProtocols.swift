//
//  SettingsProtocols.swift
//  Larder
//

import UIKit

protocol SettingsViewProtocol: AnyObject {
    func display(sections: [[ListItem]])
    func display(error message: String)
}

protocol SettingsPresenterProtocol: AnyObject {
    func viewDidLoad()
    func didTapNotificationSettings()
    func didTapUnits()
    func didTapDietaryPreferences()
    func didTapSubscription()
    func didTapAbout()
    func didTapDeleteAccount()
    func didTapConfirmSignOut()
}

protocol SettingsInteractorInput: AnyObject {
    func load()
}

protocol SettingsInteractorOutput: AnyObject {
    func didLoad(sections: [[ListItem]])
    func didFail(with error: Error)
}

protocol SettingsRouterProtocol: AnyObject {
    func openNotificationSettings()
    func openUnits()
    func openDietaryPreferences()
    func openSubscription()
    func openAbout()
    func openDeleteAccount()
    func signOut()
    func confirmSignOut(onConfirm: @escaping () -> Void)
}
