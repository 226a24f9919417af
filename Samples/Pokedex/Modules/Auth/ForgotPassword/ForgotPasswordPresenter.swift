//
//  ForgotPasswordPresenter.swift
//  Pokedex
//

import Foundation

final class ForgotPasswordPresenter {

    // MARK: - Private properties -

    private unowned let _view: ForgotPasswordViewInterface
    private let _interactor: ForgotPasswordInteractorInterface
    private let _wireframe: ForgotPasswordWireframeInterface

    // MARK: - Lifecycle -

    init(wireframe: ForgotPasswordWireframeInterface, view: ForgotPasswordViewInterface, interactor: ForgotPasswordInteractorInterface) {
        _wireframe = wireframe
        _view = view
        _interactor = interactor
    }
}

// MARK: - Extensions -

extension ForgotPasswordPresenter: ForgotPasswordPresenterInterface {

    func viewDidLoad() {
        fatalError("Implementation pending...")
    }
}
