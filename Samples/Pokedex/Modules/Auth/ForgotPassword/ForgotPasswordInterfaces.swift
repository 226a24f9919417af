//
//  ForgotPasswordInterfaces.swift
//  Pokedex
//
//  Generated from the VIPER module template; not implemented yet.
//

import UIKit

enum ForgotPasswordNavigationOption {
}

protocol ForgotPasswordWireframeInterface: WireframeInterface {
    func navigate(to option: ForgotPasswordNavigationOption)
}

protocol ForgotPasswordViewInterface: ViewInterface {
}

protocol ForgotPasswordPresenterInterface: PresenterInterface {
}

protocol ForgotPasswordInteractorInterface: InteractorInterface {
}
