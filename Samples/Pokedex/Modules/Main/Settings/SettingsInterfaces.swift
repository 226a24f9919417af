//
//  SettingsInterfaces.swift
//  Pokedex
//

import UIKit

enum SettingsNavigationOption {
    case about
    case logout
}

protocol SettingsWireframeInterface: WireframeInterface {
    func navigate(to option: SettingsNavigationOption)
}

protocol SettingsViewInterface: ViewInterface {
    func reloadData()
}

protocol SettingsPresenterInterface: PresenterInterface {
    func didSelectAbout()
    func didSelectLogout()
}

protocol SettingsInteractorInterface: InteractorInterface {
    func logout()
}
