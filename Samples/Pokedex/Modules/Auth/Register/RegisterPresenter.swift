//
//  RegisterPresenter.swift
//  Pokedex
//

import Foundation

final class RegisterPresenter {

    // MARK: - Private properties -

    private unowned let _view: RegisterViewInterface
    private let _interactor: RegisterInteractorInterface
    private let _wireframe: RegisterWireframeInterface

    // MARK: - Lifecycle -

    init(wireframe: RegisterWireframeInterface, view: RegisterViewInterface, interactor: RegisterInteractorInterface) {
        _wireframe = wireframe
        _view = view
        _interactor = interactor
    }
}

// MARK: - Extensions -

extension RegisterPresenter: RegisterPresenterInterface {

    func viewDidLoad() {
        _view.reloadData()
    }

    func didRegister() {
        _wireframe.navigate(to: .home)
    }

    func didSelectTerms() {
        _wireframe.navigate(to: .termsAndConditions)
    }
}
