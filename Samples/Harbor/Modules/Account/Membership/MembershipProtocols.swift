//
//  MembershipProtocols.swift
//  Harbor
//

import UIKit

protocol MembershipViewProtocol: AnyObject {
    func display(sections: [[ListItem]])
    func display(error message: String)
}

protocol MembershipPresenterProtocol: AnyObject {
    func viewDidLoad()
    func didTapPaymentMethods()
    func didTapBenefits()
    func didTapMembershipTerms()
}

protocol MembershipInteractorInput: AnyObject {
    func load()
}

protocol MembershipInteractorOutput: AnyObject {
    func didLoad(sections: [[ListItem]])
    func didFail(with error: Error)
}

protocol MembershipRouterProtocol: AnyObject {
    func openPaymentMethods()
    func openBenefits(url: URL)
    func openMembershipTerms(url: URL)
}
