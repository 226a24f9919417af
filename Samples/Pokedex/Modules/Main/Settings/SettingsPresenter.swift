//
//  SettingsPresenter.swift
//  Pokedex
//

import Foundation

final class SettingsPresenter {

    // MARK: - Private properties -

    private unowned let _view: SettingsViewInterface
    private let _interactor: SettingsInteractorInterface
    private let _wireframe: SettingsWireframeInterface

    // MARK: - Lifecycle -

    init(wireframe: SettingsWireframeInterface, view: SettingsViewInterface, interactor: SettingsInteractorInterface) {
        _wireframe = wireframe
        _view = view
        _interactor = interactor
    }
}

// MARK: - Extensions -

extension SettingsPresenter: SettingsPresenterInterface {

    func viewDidLoad() {
        _view.reloadData()
    }

    func didSelectAbout() {
        _wireframe.navigate(to: .about)
    }

    func didSelectLogout() {
        _interactor.logout()
        _wireframe.navigate(to: .logout)
    }
}
