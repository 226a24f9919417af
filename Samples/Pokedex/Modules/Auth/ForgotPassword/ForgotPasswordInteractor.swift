//
//  ForgotPasswordInteractor.swift
//  Pokedex
//

import Foundation

final class ForgotPasswordInteractor {
}

// MARK: - Extensions -

extension ForgotPasswordInteractor: ForgotPasswordInteractorInterface {
}
