//
//  SettingsProtocols.swift
//  Harbor
//

import UIKit

protocol SettingsViewProtocol: AnyObject {
    func display(sections: [[ListItem]])
    func display(error message: String)
}

protocol SettingsPresenterProtocol: AnyObject {
    func viewDidLoad()
    func didTapNotificationSettings()
    func didTapPrivacy()
    func didTapLanguage()
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
    func openPrivacy()
    func openLanguage()
    func openAbout()
    func openDeleteAccount()
    func signOut()
    func confirmSignOut(onConfirm: @escaping () -> Void)
}
