/** Password change and the forgot-password flows (by e-mail, by mobile). */
