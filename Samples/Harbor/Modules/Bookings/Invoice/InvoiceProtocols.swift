//
//  InvoiceProtocols.swift
//  Harbor
//

import UIKit

protocol InvoiceViewProtocol: AnyObject {
    func display(sections: [[ListItem]])
    func display(error message: String)
}

protocol InvoicePresenterProtocol: AnyObject {
    func viewDidLoad()
    func didTapShareInvoice()
    func didTapEmailInvoice()
    func didTapInvoicePDF()
}

protocol InvoiceInteractorInput: AnyObject {
    func load()
}

protocol InvoiceInteractorOutput: AnyObject {
    func didLoad(sections: [[ListItem]])
    func didFail(with error: Error)
}

protocol InvoiceRouterProtocol: AnyObject {
    func shareInvoice(items: [Any])
    func emailInvoice(subject: String, body: String)
    func openInvoicePDF(documentURL: URL)
}
