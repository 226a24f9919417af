//
//  ForgotPasswordWireframe.swift
//  Pokedex
//

import UIKit

final class ForgotPasswordWireframe: BaseWireframe {

    // MARK: - Private properties -

    private let _storyboard = UIStoryboard(name: <#Storyboard name#>, bundle: nil)

    // MARK: - Module setup -

    init() {
        let moduleViewController = _storyboard.instantiateViewController(ofType: ForgotPasswordViewController.self)
        super.init(viewController: moduleViewController)

        let interactor = ForgotPasswordInteractor()
        let presenter = ForgotPasswordPresenter(wireframe: self, view: moduleViewController, interactor: interactor)
        moduleViewController.presenter = presenter
    }

}

// MARK: - Extensions -

extension ForgotPasswordWireframe: ForgotPasswordWireframeInterface {

    func navigate(to option: ForgotPasswordNavigationOption) {
    }
}
