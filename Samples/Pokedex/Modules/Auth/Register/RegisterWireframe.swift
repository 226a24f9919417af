//
//  RegisterWireframe.swift
//  Pokedex
//

import UIKit

final class RegisterWireframe: BaseWireframe {

    // MARK: - Private properties -

    private let _storyboard = UIStoryboard(name: "Auth", bundle: nil)

    // MARK: - Module setup -

    init() {
        let moduleViewController = _storyboard.instantiateViewController(ofType: RegisterViewController.self)
        super.init(viewController: moduleViewController)

        let interactor = RegisterInteractor()
        let presenter = RegisterPresenter(wireframe: self, view: moduleViewController, interactor: interactor)
        moduleViewController.presenter = presenter
    }

}

// MARK: - Extensions -

extension RegisterWireframe: RegisterWireframeInterface {

    func navigate(to option: RegisterNavigationOption) {
        switch option {
        case .home:
            navigationController?.setRootWireframe(HomeWireframe())
        default:
            break
        }
    }
}
