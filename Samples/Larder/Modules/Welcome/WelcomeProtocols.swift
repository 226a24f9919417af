//
//  WelcomeProtocols.swift
//  Larder
//

import UIKit

protocol WelcomeViewProtocol: AnyObject {
    func display(sections: [[ListItem]])
    func display(error message: String)
}

protocol WelcomePresenterProtocol: AnyObject {
    func viewDidLoad()
    func didTapIntroTour()
    func didTapSignIn()
    func didTapSignUp()
}

protocol WelcomeRouterProtocol: AnyObject {
    func openIntroTour()
    func openSignIn()
    func openSignUp()
}
